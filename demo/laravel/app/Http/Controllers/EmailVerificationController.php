<?php

namespace App\Http\Controllers;

use App\Models\User;
use Illuminate\Http\Request;

/** E-mail confirmation: a signed link (to the log), confirmed when opened. */
class EmailVerificationController extends Controller
{
    /** `GET /api/email/verification-notification`: Breeze's answer. */
    public function send(Request $request)
    {
        if (! $request->user()->hasVerifiedEmail()) {
            $request->user()->sendEmailVerificationNotification();
        }

        return ['status' => 'verification-link-sent'];
    }

    /** `GET /api/email/verify/{id}/{hash}` (signed): confirms and opens the profile. */
    public function verify(Request $request, int $id, string $hash)
    {
        $user = User::findOrFail($id);
        abort_unless(hash_equals(sha1($user->getEmailForVerification()), $hash), 403);
        $user->markEmailAsVerified();

        return redirect('/user-profile/personal');
    }
}
