<?php

namespace Cashback\Widgets\Screens;

/**
 * The islands' formatters and readers, ported: what JavaScript writes for a
 * value (String(n), src/lib/percent.ts, src/lib/money.ts, Intl.PluralRules
 * 'uk-UA', String#trim, src/lib/safe-url.ts, the readers of src/api/shapes.ts).
 * test/laravel/screens.test.ts renders each screen through these and through
 * the island, with seed and hostile data, and compares.
 */
final class Format
{
    /** JavaScript's white space (String#trim, `\s`): WhiteSpace and LineTerminator. */
    public const SPACE = '\x{9}-\x{d}\x{20}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}';

    /** String#trim. */
    public static function trim(string $text): string
    {
        return preg_replace('/^['.self::SPACE.']+|['.self::SPACE.']+$/uD', '', $text);
    }

    /** String(n): the shortest decimal that reads back as `n`, written as JavaScript writes it (1e+21, 1e-7, 0.000001). */
    public static function number(float $n): string
    {
        if (is_nan($n)) {
            return 'NaN';
        }
        if (is_infinite($n)) {
            return $n > 0 ? 'Infinity' : '-Infinity';
        }
        if ($n == 0.0) {
            return '0';
        }
        [$digits, $point] = self::digits(abs($n));
        $sign = $n < 0 ? '-' : '';
        $k = strlen($digits);
        if ($k <= $point && $point <= 21) {
            return $sign.$digits.str_repeat('0', $point - $k);
        }
        if ($point > 0 && $point <= 21) {
            return $sign.substr($digits, 0, $point).'.'.substr($digits, $point);
        }
        if ($point > -6 && $point <= 0) {
            return $sign.'0.'.str_repeat('0', -$point).$digits;
        }
        $exponent = $point - 1;

        return $sign.$digits[0].($k > 1 ? '.'.substr($digits, 1) : '').'e'.($exponent < 0 ? '-' : '+').abs($exponent);
    }

    /**
     * The shortest digits of `$n` (> 0) that read back as it, and where the
     * point goes: $n = 0.DIGITS × 10^point (PHP's and V8's shortest are the same digits).
     *
     * @return array{0: string, 1: int}
     */
    private static function digits(float $n): array
    {
        $precision = ini_set('serialize_precision', '-1');
        $text = json_encode($n);
        ini_set('serialize_precision', (string) $precision);
        preg_match('/^(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/', $text, $m);
        $all = $m[1].($m[2] ?? '');
        $point = strlen($m[1]) + (int) ($m[3] ?? 0);
        $significant = ltrim($all, '0');
        $point -= strlen($all) - strlen($significant);

        return [rtrim($significant, '0'), $point];
    }

    /** Math.round: half up, toward +∞. */
    private static function round(float $n): float
    {
        $floor = floor($n);

        return $n - $floor >= 0.5 ? $floor + 1 : $floor;
    }

    /** src/lib/percent.ts formatPercent: `6,5`. */
    public static function percent(float $n): string
    {
        $rounded = self::round($n * 100) / 100;

        return preg_replace('/\./', ',', self::number(is_finite($rounded) ? $rounded : 0.0), 1);
    }

    /**
     * src/lib/money.ts formatMoney: `1 250,50 грн`, no-break spaces; what
     * formatNumber leaves to Intl (1e21 and up) is refused.
     */
    public static function money(float $n): string
    {
        if (! is_finite($n) || abs($n) < 0.005) {
            $n = 0.0;
        }
        $text = self::number(abs($n));
        if (str_contains($text, 'e')) {
            throw new Uncertain("money $text");
        }
        [$int, $fraction] = array_pad(explode('.', $text), 2, '');
        $units = self::increment($int.substr(str_pad($fraction, 2, '0'), 0, 2), ($fraction[2] ?? '') >= '5');
        $units = str_pad($units, 3, '0', STR_PAD_LEFT);
        $whole = substr($units, 0, -2);
        $sign = $n < 0 || ($n == 0.0 && fdiv(1, $n) < 0) ? '-' : '';

        return $sign.preg_replace('/\B(?=(\d{3})+$)/', "\u{a0}", $whole).','.substr($units, -2)."\u{a0}грн";
    }

    /** A string of digits, plus one when `$up`. */
    private static function increment(string $digits, bool $up): string
    {
        $digits = ltrim($digits, '0') ?: '0';
        for ($i = strlen($digits) - 1; $up && $i >= 0; $i--) {
            $up = $digits[$i] === '9';
            $digits[$i] = $up ? '0' : (string) ((int) $digits[$i] + 1);
        }

        return $up ? '1'.$digits : $digits;
    }

    /**
     * `count` of widgets/shop/texts.ts: `${n} ${form}`, the form by
     * Intl.PluralRules('uk-UA') (which reads the number rounded to three
     * decimals; any fraction left is 'other', written as `many`).
     */
    public static function count(float $n, string $one, string $few, string $many): string
    {
        $form = $many;
        if (is_finite($n) && $n != 0.0) {
            [$digits, $point] = self::digits(abs($n));
            $int = $point <= 0 ? '0' : substr(str_pad($digits, $point, '0'), 0, $point);
            $fraction = $point >= strlen($digits) ? '' : ($point < 0 ? str_repeat('0', -$point).$digits : substr($digits, max(0, $point)));
            $kept = substr(str_pad($fraction, 3, '0'), 0, 3);
            $rounded = self::increment($int.$kept, ($fraction[3] ?? '') >= '5');
            $rounded = str_pad($rounded, 4, '0', STR_PAD_LEFT);
            if (substr($rounded, -3) === '000') {
                $int = substr($rounded, 0, -3);
                $last = (int) substr($int, -1);
                $two = (int) substr($int, -2);
                $form = $last === 1 && $two !== 11 ? $one : ($last >= 2 && $last <= 4 && ($two < 12 || $two > 14) ? $few : $many);
            }
        }

        return self::number($n).' '.$form;
    }

    /**
     * src/lib/safe-url.ts safeUrl: the URL as `new URL(…).href` writes it when
     * it is http(s), else null. Only URLs whose href PHP can be sure of are
     * written (a lower-case ASCII host, a path of plain characters); any other
     * http(s) URL throws Uncertain (the screen is then left to the island).
     */
    public static function url(mixed $value, bool $relative = false): ?string
    {
        if (! is_string($value)) {
            return null;
        }
        $raw = self::trim($value);
        if ($relative && preg_match('~^/(?![/\\\\])~', $raw) && ! preg_match('/[\\\\'.self::SPACE.']/u', $raw)) {
            return $raw;
        }
        if (preg_match('/[\x00-\x20\x7f]/', $raw)) {
            throw new Uncertain("url $raw"); // the URL parser drops or strips these
        }
        if (! preg_match('/^([a-z][a-z0-9+.\-]*):(.*)$/is', $raw, $m)) {
            return null; // no scheme: new URL() throws
        }
        $scheme = strtolower($m[1]);
        if ($scheme !== 'http' && $scheme !== 'https') {
            return null;
        }
        $plain = "[A-Za-z0-9\\-._~!$&()*+,;=:@/%]";
        // A host of names whose last starts with a letter (one ending in a number is an IPv4 address to the
        // parser), or an IPv4 address as the parser writes it (four numbers 0-255 without leading zeros).
        $octet = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';
        if (! preg_match("\x01^//((?:[a-z0-9\\-]+\\.)*[a-z][a-z0-9\\-]*|$octet(?:\\.$octet){3})(?::([1-9][0-9]{0,4}))?((?:/$plain*)?)((?:\\?(?:$plain|\\?)*)?)((?:#(?:$plain|[?#])*)?)$\x01iD", $m[2], $u)
            || preg_match('~(^|\.)xn--~i', $u[1]) || preg_match('~/\.|%2e~i', $u[3])) {
            throw new Uncertain("url $raw");
        }
        $port = $u[2] === '' || (int) $u[2] === ($scheme === 'http' ? 80 : 443) ? '' : ':'.$u[2];
        if ((int) $u[2] > 65535) {
            throw new Uncertain("url $raw");
        }

        return $scheme.'://'.strtolower($u[1]).$port.($u[3] === '' ? '/' : $u[3]).$u[4].$u[5];
    }

    /** src/lib/safe-url.ts imageUrl: http(s), or a root-relative path. */
    public static function image(mixed $value): ?string
    {
        return self::url($value, true);
    }

    /** The first UTF-16 unit of `$text` (String#slice(0, 1)): half of a pair is written as U+FFFD, as a UTF-8 page must. */
    public static function firstUnit(string $text): string
    {
        $first = mb_substr($text, 0, 1, 'UTF-8');

        return $first !== '' && mb_ord($first, 'UTF-8') > 0xFFFF ? "\u{FFFD}" : $first;
    }

    // The readers of src/api/shapes.ts, on JSON as the browser parses it (objects as stdClass).

    /** toNumber: a finite number, or a numeric string ("1250.50"); null otherwise. */
    public static function toNumber(mixed $value): ?float
    {
        if (is_int($value) || is_float($value)) {
            return is_finite((float) $value) ? (float) $value : null;
        }
        if (is_string($value) && preg_match('/^['.self::SPACE.']*-?\d+(\.\d+)?['.self::SPACE.']*$/uD', $value)) {
            return (float) self::trim($value);
        }

        return null;
    }

    /** numOr: missing or null is `$fallback`; anything else must be numeric (null when not). */
    public static function numOr(mixed $value, float $fallback): ?float
    {
        return $value === null ? $fallback : self::toNumber($value);
    }

    /** toBool: true, 1, '1', 'true' / false, 0, '0', 'false', null; null for anything else. */
    public static function toBool(mixed $value): ?bool
    {
        if ($value === true || $value === '1' || $value === 'true' || ((is_int($value) || is_float($value)) && $value == 1)) {
            return true;
        }
        if ($value === false || $value === null || $value === '0' || $value === 'false' || ((is_int($value) || is_float($value)) && $value == 0)) {
            return false;
        }

        return null;
    }

    /** strOr: missing or null is `$fallback`; a string; null for anything else. */
    public static function strOr(mixed $value, string $fallback): ?string
    {
        return $value === null ? $fallback : (is_string($value) ? $value : null);
    }
}
