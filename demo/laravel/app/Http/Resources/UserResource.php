<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/** The User of the widgets' contract (src/api/types.ts). */
class UserResource extends JsonResource
{
    public function toArray($request)
    {
        return [
            'id' => $this->id,
            'email' => $this->email,
            'full_name' => $this->full_name,
            'avatar' => $this->avatar ? url($this->avatar) : null,
            'gender' => $this->gender ?? '',
            'birth_date' => $this->birth_date?->format('Y-m-d'),
            'status' => $this->status,
            'total_balance' => $this->total_balance,
            'current_balance' => $this->current_balance,
            'pending_balance' => $this->pending_balance,
            'email_verified_at' => $this->email_verified_at,
            'referral_link' => url('/registration').'?ref='.urlencode($this->referral_code),
            'role' => $this->role,
            'notification_settings' => $this->notification_settings,
        ];
    }
}
