<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Order extends Model
{
    protected $guarded = [];

    protected $casts = ['amount' => 'float', 'user_amount' => 'float'];

    public function shop()
    {
        return $this->belongsTo(Shop::class);
    }
}
