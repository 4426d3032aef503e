<?php

namespace Cashback\Widgets\Facades;

use Illuminate\Support\Facades\Facade;

/**
 * The request's widgets (Cashback\Widgets\Widgets).
 *
 * @method static string useCspNonce(?string $nonce = null)
 * @method static ?string cspNonce()
 * @method static string head()
 * @method static string island(string $name, array $props = [], array $attributes = [])
 * @method static string scripts()
 */
class Cashback extends Facade
{
    protected static function getFacadeAccessor(): string
    {
        return \Cashback\Widgets\Widgets::class;
    }
}
