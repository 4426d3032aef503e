<?php

namespace App\Http\Controllers;

use App\Http\Resources\UserResource;
use App\Models\User;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;
use Illuminate\Validation\Rule;
use Illuminate\Validation\ValidationException;

/** Settings: one field at a time, the notification switches and the avatar. */
class ProfileController extends Controller
{
    private const NOTIFICATIONS = ['cashback_status', 'service_updates', 'sales'];

    /** `PUT /api/user/{user}` with exactly one of email, full_name, birth_date, gender, status. */
    public function update(Request $request, User $user)
    {
        abort_unless($request->user()->is($user), 403);
        $rules = [
            'email' => ['bail', 'required', 'email', 'max:255', Rule::unique('users')->ignore($user->id)],
            'full_name' => 'bail|required|string|between:3,50',
            'birth_date' => 'bail|required|date_format:Y-m-d|after_or_equal:1900-01-01|before:today',
            'gender' => 'bail|nullable|in:female,male',
            'status' => 'bail|required|in:starter,silver,gold,platinum',
        ];
        $field = $this->singleField($request, array_keys($rules));
        $value = $request->validate([$field => $rules[$field]])[$field] ?? '';

        if ($field === 'email') {
            $value = Str::lower($value);
            if ($value !== $user->email) {
                $user->email_verified_at = null;
            }
        }
        $user->{$field} = $value;
        $user->save();

        return new UserResource($user);
    }

    /** `PUT /api/user/updateNotificationSettings/{user}` with one boolean switch. */
    public function updateNotifications(Request $request, User $user)
    {
        abort_unless($request->user()->is($user), 403);
        $field = $this->singleField($request, self::NOTIFICATIONS);
        $request->validate([$field => 'required|boolean']);
        $user->notification_settings = [$field => $request->boolean($field)] + $user->notification_settings;
        $user->save();

        return new UserResource($user);
    }

    /** `POST /api/upload-avatar` (multipart `avatar`): PNG, JPEG, GIF or WebP up to 2 MB. */
    public function uploadAvatar(Request $request)
    {
        $request->validate(['avatar' => 'bail|required|file|mimes:png,jpg,jpeg,gif,webp|max:2048']);
        $user = $request->user();
        $path = $request->file('avatar')->store('avatars', 'public');
        if ($user->avatar && str_starts_with($user->avatar, '/storage/avatars/')) {
            Storage::disk('public')->delete(Str::after($user->avatar, '/storage/'));
        }
        $user->avatar = '/storage/'.$path;
        $user->save();

        return new UserResource($user);
    }

    /** The one field of `$allowed` the body carries; any other count is a 422 under `fields`. */
    private function singleField(Request $request, array $allowed): string
    {
        $present = array_values(array_filter($allowed, fn ($field) => $request->exists($field)));
        if (count($present) !== 1) {
            throw ValidationException::withMessages([
                'fields' => __('validation.custom.fields.single', ['fields' => implode(', ', $allowed)]),
            ]);
        }

        return $present[0];
    }
}
