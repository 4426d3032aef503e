<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/** A resource of a model just created answers 201, as Laravel's resource responses do. */
class WithdrawalResource extends JsonResource
{
    public function toArray($request)
    {
        return [
            'id' => $this->id,
            'created_at' => $this->created_at,
            'amount' => $this->amount,
            'status' => $this->status,
            'withdrawal_method' => $this->withdrawal_method,
        ];
    }
}
