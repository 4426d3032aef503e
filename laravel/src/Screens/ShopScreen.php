<?php

namespace Cashback\Widgets\Screens;

use stdClass;

/**
 * The shop island's first screen once its shop has loaded
 * (widgets/shop/shop-details.tsx): the shop read as src/api/shapes.ts asShop
 * reads it, and the values of its template's holes (scripts/screens.ts names them).
 */
final class ShopScreen
{
    /** The shop as the island reads the API's answer, or null when it cannot (the island would show a failure). */
    public static function read(mixed $body): ?array
    {
        $v = $body instanceof stdClass && property_exists($body, 'data') ? $body->data : $body;
        if (! $v instanceof stdClass) {
            return null;
        }
        $description = $v->description ?? null;
        $actions = $v->users_actions ?? null;
        $shop = [
            'id' => Format::toNumber($v->id ?? null),
            'name' => is_string($v->name ?? null) ? $v->name : null,
            'image' => Format::strOr($v->image ?? null, ''),
            'link' => Format::strOr($v->link ?? null, ''),
            'description' => $description === null ? '' : (is_string($description) ? $description : ''),
            'cashback_percent' => Format::numOr($v->cashback_percent ?? null, 0),
            'is_sale' => Format::toBool($v->is_sale ?? null),
            'avg_stars' => Format::numOr($v->avg_stars ?? null, 0),
            'pending_payment' => Format::numOr($v->pending_payment ?? null, 0),
            'users_actions' => is_array($actions) ? array_values(array_filter(array_map(self::action(...), $actions))) : [],
            'categoryId' => Format::numOr($v->categoryId ?? $v->category_id ?? null, 0),
        ];

        return in_array(null, $shop, true) ? null : $shop;
    }

    /** Whether the island at GET `$url` shows this shop (`/api/shops/12` for shop 12); another id would not be its answer. */
    public static function answers(array $shop, string $url): bool
    {
        return $url === '/api/shops/'.Format::number($shop['id']);
    }

    /** @return ?array{name: string, rev: float} */
    private static function action(mixed $v): ?array
    {
        if (! $v instanceof stdClass || ! is_string($v->name ?? null) || ($rev = Format::toNumber($v->rev ?? null)) === null) {
            return null;
        }

        return ['name' => $v->name, 'rev' => $rev];
    }

    /** The template's values for `$shop` (from read()). */
    public static function filling(array $shop): Filling
    {
        $image = Format::image($shop['image']);
        $link = Format::url($shop['link']);
        $stars = $shop['avg_stars'];

        return new Filling(
            [
                'name' => $shop['name'],
                'letter' => Format::firstUnit($shop['name']),
                'image' => $image ?? '',
                'link' => $link ?? '',
                'stars' => Format::percent($stars),
                // widgets/shop/rating.tsx: the filled stars' width, 0 to 100.
                'stars_width' => Format::number(max(0.0, min(5.0, $stars)) * 20),
                'percent' => Format::percent($shop['cashback_percent']),
                'days' => Format::count($shop['pending_payment'], 'день', 'дні', 'днів'),
            ],
            [
                'image' => $image !== null,
                'sale' => $shop['is_sale'],
                'link' => $link !== null,
                'actions' => $shop['users_actions'] !== [],
                'description' => Format::trim($shop['description']) !== '',
            ],
            array_map(fn ($action) => ['action_name' => $action['name'], 'action_rev' => Format::percent($action['rev'])], $shop['users_actions']),
        );
    }
}
