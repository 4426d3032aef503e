<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Withdrawal extends Model
{
    protected $guarded = ['id', 'status'];

    protected $casts = ['amount' => 'integer'];
}
