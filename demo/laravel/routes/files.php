<?php

// Files served without a session: the widgets build, the demo images, uploads.

use App\Http\Controllers\FileController;
use Illuminate\Support\Facades\Route;

Route::get('widgets/{path}', [FileController::class, 'widgets'])->where('path', '.+');
Route::get('demo-assets/{path}', [FileController::class, 'demoAssets'])->where('path', '.+');
Route::get('storage/{path}', [FileController::class, 'storage'])->where('path', '.+');
