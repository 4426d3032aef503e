<?php

namespace Cashback\Widgets\Screens;

use stdClass;

/**
 * The signed-in home once its posters have loaded: the poster slider
 * (widgets/slider/slider.tsx, slider-view.tsx) in the app's `/`. The posters
 * read as src/api/posters.ts asPosters reads them, the slides those with an
 * image URL the island shows (src/lib/safe-url.ts imageUrl), and each slide's
 * values for the template's lists (scripts/poster-screens.ts names them).
 */
final class PosterScreen
{
    /** Where src/stores/posters.ts keeps the posters: the primer puts the page's there (src/runtime/primer.ts). */
    public const STORE = 'activePosters';

    /**
     * The posters as the island reads the API's answer (a list; an item that
     * is no poster is dropped, as the island drops it), or null when it would
     * refuse the answer.
     *
     * @return ?list<array{image_url: string, title: string}>
     */
    public static function read(mixed $body): ?array
    {
        $v = $body instanceof stdClass && property_exists($body, 'data') ? $body->data : $body;
        if (! is_array($v)) {
            return null;
        }
        $posters = [];
        foreach ($v as $item) {
            if ($item instanceof stdClass && is_string($item->image_url ?? null)) {
                $posters[] = ['image_url' => $item->image_url, 'title' => is_string($item->title ?? null) ? $item->title : ''];
            }
        }

        return $posters;
    }

    /** GET /api/posters/ answers with every poster. */
    public static function answers(array $posters, string $url): bool
    {
        return $url === '/api/posters/';
    }

    /** The template's values for `$posters` (from read()); `$template` holds the island's words of the labels. */
    public static function filling(array $posters, Template $template): Filling
    {
        $slides = [];
        foreach ($posters as $poster) {
            $src = Format::image($poster['image_url']);
            if ($src !== null) {
                $slides[] = ['src' => $src, 'alt' => $poster['title']];
            }
        }
        $count = (string) count($slides);
        $items = [];
        foreach ($slides as $i => $slide) {
            $numbers = ['{n}' => (string) ($i + 1), '{count}' => $count];
            $items[] = $slide + ['slide' => strtr($template->texts['slide'], $numbers), 'dot' => strtr($template->texts['dot'], $numbers)];
        }

        return new Filling([], ['slides' => $slides !== [], 'controls' => count($slides) > 1], $items);
    }
}
