<?php

// Every call of the specification's section 7, under /api in the `api` group:
// Sanctum's stateful middleware (session + CSRF for the site's own pages), then throttle:api.

use App\Http\Controllers\AuthController;
use App\Http\Controllers\CatalogueController;
use App\Http\Controllers\EmailVerificationController;
use App\Http\Controllers\FavoriteController;
use App\Http\Controllers\FeedbackController;
use App\Http\Controllers\PasswordResetController;
use App\Http\Controllers\ProfileController;
use App\Http\Controllers\WithdrawalController;
use Illuminate\Support\Facades\Route;

Route::post('login', [AuthController::class, 'login']);
Route::post('register', [AuthController::class, 'register']);
Route::post('forgot-password', [PasswordResetController::class, 'forgot']);
Route::post('update-password', [PasswordResetController::class, 'update']);

Route::get('shops', [CatalogueController::class, 'shops']);
Route::get('shops/{shop}', [CatalogueController::class, 'shop'])->whereNumber('shop')->name('shops.show');
Route::get('categories', [CatalogueController::class, 'categories']);
Route::get('category/{category}', [CatalogueController::class, 'category'])->whereNumber('category');
Route::get('questions', [CatalogueController::class, 'questions']);
Route::get('posters', [CatalogueController::class, 'posters']);
Route::get('shop-feedbacks/{shop}', [FeedbackController::class, 'index'])->whereNumber('shop');

Route::get('email/verify/{id}/{hash}', [EmailVerificationController::class, 'verify'])
    ->whereNumber('id')->middleware('signed')->name('verification.verify');

Route::middleware('auth')->group(function () {
    Route::post('logout', [AuthController::class, 'logout']);
    Route::get('user', [AuthController::class, 'user']);
    Route::get('email/verification-notification', [EmailVerificationController::class, 'send']);

    Route::get('favorite-shops', [FavoriteController::class, 'index']);
    Route::get('favorite-shops/{shop}', [FavoriteController::class, 'toggle'])->whereNumber('shop');
    Route::post('shop-feedbacks', [FeedbackController::class, 'store']);

    Route::get('fetch-order', [WithdrawalController::class, 'orders']);
    Route::get('fetch-withdrawals', [WithdrawalController::class, 'index']);
    Route::post('withdrawal', [WithdrawalController::class, 'store'])->middleware('verified');

    Route::post('upload-avatar', [ProfileController::class, 'uploadAvatar']);
    Route::put('user/updateNotificationSettings/{user}', [ProfileController::class, 'updateNotifications'])->whereNumber('user');
    Route::put('user/{user}', [ProfileController::class, 'update'])->whereNumber('user');
});
