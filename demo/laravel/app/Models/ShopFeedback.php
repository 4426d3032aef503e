<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class ShopFeedback extends Model
{
    protected $table = 'shop_feedbacks';

    protected $guarded = [];

    protected $casts = ['user_id' => 'integer', 'shop_id' => 'integer', 'stars' => 'integer'];
}
