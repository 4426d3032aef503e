<?php

namespace Cashback\Widgets\Screens;

/** A screen's values as the island writes them (not yet escaped): its holes, its optional parts, its list's items. */
final class Filling
{
    /**
     * @param array<string, string> $holes
     * @param array<string, bool> $shown
     * @param list<array<string, string>> $items
     */
    public function __construct(public readonly array $holes, public readonly array $shown, public readonly array $items = [])
    {
    }
}
