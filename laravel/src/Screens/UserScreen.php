<?php

namespace Cashback\Widgets\Screens;

use stdClass;

/**
 * The signed-in header once its user has loaded (widgets/header/header.tsx,
 * user-area.tsx): the user read as src/api/shapes.ts asUser reads it, and the
 * values of its template's holes (scripts/screens.ts headerScreen names them).
 */
final class UserScreen
{
    /** Where src/stores/user.ts keeps the user: the primer puts the page's user there (src/runtime/primer.ts). */
    public const STORE = 'activeUser';

    /** The user as the island reads the API's answer, or null when it would refuse it. */
    public static function read(mixed $body): ?array
    {
        $v = $body instanceof stdClass && property_exists($body, 'data') ? $body->data : $body;
        if (! $v instanceof stdClass) {
            return null;
        }
        $settings = $v->notification_settings ?? null;
        $settings = $settings instanceof stdClass ? $settings : new stdClass();
        $user = [
            'id' => Format::toNumber($v->id ?? null),
            'email' => is_string($v->email ?? null) ? $v->email : null,
            'full_name' => Format::strOr($v->full_name ?? null, ''),
            'avatar' => self::nullableStr($v->avatar ?? null),
            'gender' => in_array($v->gender ?? null, ['female', 'male'], true) ? $v->gender : '',
            'birth_date' => self::nullableStr($v->birth_date ?? null),
            'total_balance' => Format::numOr($v->total_balance ?? null, 0),
            'current_balance' => Format::numOr($v->current_balance ?? null, 0),
            'pending_balance' => Format::numOr($v->pending_balance ?? null, 0),
            'email_verified_at' => self::nullableStr($v->email_verified_at ?? null),
            'referral_link' => Format::strOr($v->referral_link ?? null, ''),
            'role' => Format::numOr($v->role ?? null, 0),
            'cashback_status' => Format::toBool($settings->cashback_status ?? null),
            'service_updates' => Format::toBool($settings->service_updates ?? null),
            'sales' => Format::toBool($settings->sales ?? null),
        ];
        if (in_array(null, array_diff_key($user, ['avatar' => 1, 'birth_date' => 1, 'email_verified_at' => 1]), true)
            || in_array(false, [$user['avatar'], $user['birth_date'], $user['email_verified_at']], true)) {
            return null;
        }

        return $user;
    }

    /** The one user a page has: GET /api/user always answers with the signed-in one. */
    public static function answers(array $user, string $url): bool
    {
        return $url === '/api/user';
    }

    /** The template's values for `$user` (from read()). */
    public static function filling(array $user): Filling
    {
        $avatar = $user['avatar'] === null ? null : Format::image($user['avatar']);

        return new Filling(
            [
                'who' => $user['full_name'] !== '' ? $user['full_name'] : $user['email'],
                'name' => $user['full_name'],
                'initials' => self::initials($user['full_name'], $user['email']),
                'email' => $user['email'],
                'avatar' => $avatar ?? '',
                'current' => Format::money($user['current_balance']),
                'pending' => Format::money($user['pending_balance']),
            ],
            ['avatar' => $avatar !== null, 'admin' => $user['role'] != 0],
        );
    }

    /** nullableStr: missing or null is null; a string; false for anything else (the reader refuses it). */
    private static function nullableStr(mixed $value): string|false|null
    {
        return $value === null ? null : (is_string($value) ? $value : false);
    }

    /**
     * src/ui/avatar.tsx initials: the first letters of the name's first two
     * words, else the e-mail's first, upper-cased. Only letters whose upper
     * case PHP is sure to write as JavaScript does (Latin and Cyrillic
     * a-z, а-я, ґ, є, і, ї, ё) are upper-cased; another lower-case letter throws Uncertain.
     */
    public static function initials(string $name, string $email): string
    {
        $words = array_slice(preg_split('/['.Format::SPACE.']+/u', Format::trim($name), -1, PREG_SPLIT_NO_EMPTY) ?: [], 0, 2);
        $letters = implode('', array_map(fn ($word) => mb_substr($word, 0, 1, 'UTF-8'), $words));
        if ($letters === '') {
            $letters = $email === '' ? '?' : mb_substr($email, 0, 1, 'UTF-8');
        }
        if (preg_match('/(?![a-z\x{430}-\x{45f}\x{491}])[\p{Ll}\p{Lt}\p{Lm}\x{345}\x{2160}-\x{217f}\x{24d0}-\x{24e9}]/u', $letters)) {
            throw new Uncertain("initials $letters");
        }

        return mb_strtoupper($letters, 'UTF-8');
    }
}
