<?php

namespace App\Models;

use Illuminate\Contracts\Auth\MustVerifyEmail;
use Illuminate\Foundation\Auth\User as Authenticatable;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\URL;

class User extends Authenticatable implements MustVerifyEmail
{
    protected $guarded = ['id', 'role'];

    protected $hidden = ['password', 'remember_token'];

    protected $attributes = [
        'gender' => '',
        'status' => 'starter',
        'notification_settings' => '{"cashback_status":true,"service_updates":true,"sales":false}',
    ];

    protected $casts = [
        'email_verified_at' => 'datetime',
        'birth_date' => 'date:Y-m-d',
        'total_balance' => 'float',
        'current_balance' => 'float',
        'pending_balance' => 'float',
        'role' => 'integer',
        'notification_settings' => 'array',
    ];

    public function favoriteShops()
    {
        return $this->belongsToMany(Shop::class, 'favorites');
    }

    public function orders()
    {
        return $this->hasMany(Order::class);
    }

    public function withdrawals()
    {
        return $this->hasMany(Withdrawal::class);
    }

    /** No mail server here: the link goes to the log (the console of `npm run laravel`). */
    public function sendPasswordResetNotification($token)
    {
        $link = url('/reset-password').'?'.http_build_query(['token' => $token, 'email' => $this->email]);
        Log::info("Password reset link for {$this->email}: {$link}");
    }

    /** The signed link Laravel's VerifyEmail notification would mail, to the log. */
    public function sendEmailVerificationNotification()
    {
        $link = URL::temporarySignedRoute('verification.verify', now()->addMinutes(60), [
            'id' => $this->getKey(),
            'hash' => sha1($this->getEmailForVerification()),
        ]);
        Log::info("Email verification link for {$this->email}: {$link}");
    }
}
