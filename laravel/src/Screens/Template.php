<?php

namespace Cashback\Widgets\Screens;

/**
 * A screen's template as the build cut it from the island's own render
 * (scripts/prerender-screens.ts): text, holes, optional parts and a list's
 * items, filled with a screen's values (a Filling) and escaped as the
 * island's renderer escapes.
 */
final class Template
{
    /**
     * @param list<string|array> $parts
     * @param array<string, string> $escape each character the renderer escapes, as it does
     * @param bool $bare whether the renderer writes an attribute with an empty value bare (` alt`, Preact)
     * @param array<string, string> $texts the island's words a value may stand for (a missing name's)
     */
    public function __construct(private readonly array $parts, private readonly array $escape, private readonly bool $bare, public readonly array $texts = [])
    {
    }

    /** The template file the prerender index names. */
    public static function load(string $file): self
    {
        $template = json_decode(file_get_contents($file), true, 512, JSON_THROW_ON_ERROR);

        return new self($template['parts'], $template['escape'], $template['bare'], $template['texts'] ?? []);
    }

    public function fill(Filling $values): string
    {
        return $this->parts($this->parts, $values, null);
    }

    /** @param list<string|array> $parts @param ?array<string, string> $item the list's item being written */
    private function parts(array $parts, Filling $values, ?array $item): string
    {
        $html = '';
        foreach ($parts as $part) {
            if (is_string($part)) {
                $html .= $part;
            } elseif (isset($part['hole'])) {
                $value = ($part['item'] ?? null) === 0 ? ($values->items[0][$part['hole']] ?? null) : ($item[$part['hole']] ?? $values->holes[$part['hole']] ?? null);
                if ($value === null) {
                    throw new \LogicException("the screen has no value for the hole {$part['hole']}");
                }
                $value = strtr($value, $this->escape);
                $attribute = $part['attribute'] ?? null;
                $html .= $attribute === null ? $value : ($value === '' && $this->bare ? " $attribute" : " $attribute=\"$value\"");
            } elseif (isset($part['if'])) {
                $html .= $this->parts(($values->shown[$part['if']] ?? false) ? $part['shown'] : $part['hidden'], $values, $item);
            } else {
                foreach (array_slice($values->items, 1) as $each) {
                    $html .= $this->parts($part['body'], $values, $each);
                }
            }
        }

        return $html;
    }
}
