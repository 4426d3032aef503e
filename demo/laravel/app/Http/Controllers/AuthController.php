<?php

namespace App\Http\Controllers;

use App\Http\Resources\UserResource;
use App\Models\User;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

/** Sign-in, sign-up, sign-out and the current user, in Sanctum's SPA mode (session cookies). */
class AuthController extends Controller
{
    /** `POST /api/login` */
    public function login(Request $request)
    {
        $credentials = $request->validate([
            'email' => 'bail|required|string|email',
            'password' => 'bail|required|string',
        ]);
        $credentials['email'] = Str::lower($credentials['email']);

        if (! Auth::attempt($credentials)) {
            throw ValidationException::withMessages(['email' => __('auth.failed')]);
        }
        $this->regenerateSession($request);

        return new UserResource(Auth::user());
    }

    /** `POST /api/register`: 201, signed in at once. */
    public function register(Request $request)
    {
        $input = $request->validate([
            'email' => 'bail|required|email|max:255|unique:users,email',
            'full_name' => 'bail|nullable|string|between:3,50',
            'password' => 'bail|required|string|min:8|max:255|confirmed',
        ]);

        $user = User::create([
            'email' => Str::lower($input['email']),
            'full_name' => $input['full_name'] ?? 'Користувач',
            'password' => Hash::make($input['password']),
            'referral_code' => Str::upper(Str::random(10)),
        ]);
        Auth::login($user);
        $this->regenerateSession($request);

        // refresh(): the columns' defaults (balances, role); still "recently created", so 201.
        return new UserResource($user->refresh());
    }

    /** `POST /api/logout`: 204. */
    public function logout(Request $request)
    {
        Auth::guard('web')->logout();
        if ($request->hasSession()) {
            $request->session()->invalidate();
            $request->session()->regenerateToken();
        }

        return response()->noContent();
    }

    /** `GET /api/user`: the user object itself, not wrapped in `data`. */
    public function user(Request $request)
    {
        return (new UserResource($request->user()))->resolve($request);
    }

    /** `GET /auth/redirect`: stands for the social login and signs in as the demo shopper. */
    public function socialRedirect(Request $request)
    {
        Auth::login(User::where('email', 'user@example.com')->firstOrFail());
        $request->session()->regenerate();

        return redirect('/');
    }

    /**
     * A new session id and CSRF token after sign-in (session fixation). Requests from
     * outside the site's pages have no session (see EnsureFrontendRequestsAreStateful).
     */
    private function regenerateSession(Request $request): void
    {
        if ($request->hasSession()) {
            $request->session()->regenerate();
        }
    }
}
