<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Password;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

/** Laravel's password broker: a token per e-mail, valid for an hour, used once. */
class PasswordResetController extends Controller
{
    /** `POST /api/forgot-password`: the link goes to the log (User::sendPasswordResetNotification). */
    public function forgot(Request $request)
    {
        $request->validate(['email' => 'bail|required|string|email']);
        $status = Password::sendResetLink(['email' => Str::lower($request->input('email'))]);
        if ($status !== Password::RESET_LINK_SENT) {
            throw ValidationException::withMessages(['email' => __($status)]);
        }

        return ['status' => __($status)];
    }

    /** `POST /api/update-password`: `status: true` sends the user to the login page. */
    public function update(Request $request)
    {
        $request->validate([
            'token' => 'bail|required|string',
            'email' => 'bail|required|string|email',
            'password' => 'bail|required|string|min:8|max:255|confirmed',
        ]);
        $credentials = $request->only('password', 'password_confirmation', 'token') + ['email' => Str::lower($request->input('email'))];
        $status = Password::reset($credentials, function ($user, $password) {
            $user->forceFill(['password' => Hash::make($password), 'remember_token' => Str::random(60)])->save();
        });
        if ($status !== Password::PASSWORD_RESET) {
            throw ValidationException::withMessages(['email' => __($status)]);
        }

        return ['status' => true, 'message' => __($status)];
    }
}
