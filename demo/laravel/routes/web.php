<?php

// The host site's pages (every path the widgets route), in the `web` group.

use App\Http\Controllers\AuthController;
use App\Http\Controllers\PageController;
use Illuminate\Support\Facades\Route;

Route::get('sanctum/csrf-cookie', [PageController::class, 'csrfCookie']);
Route::get('auth/redirect', [AuthController::class, 'socialRedirect']);
Route::get('admin', [PageController::class, 'admin']);
Route::get('demo/shop/{id}', [PageController::class, 'standaloneShop'])->where('id', '[0-9]+')->name('shops.standalone');
Route::get('login', [PageController::class, 'app'])->name('login');
Route::get('/', [PageController::class, 'home']);
Route::get('shops/{id}', [PageController::class, 'shop'])->where('id', '[0-9]+')->name('shops.page');
// Any other page but /api: the API answers its unknown paths with a JSON 404.
Route::fallback([PageController::class, 'app'])->where('fallbackPlaceholder', '(?!api(?:/|$)).*');
