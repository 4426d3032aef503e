<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Shop extends Model
{
    public $timestamps = false;

    protected $guarded = [];

    protected $casts = [
        'cashback_percent' => 'float',
        'is_sale' => 'boolean',
        'avg_stars' => 'float',
        'pending_payment' => 'integer',
        'users_actions' => 'array',
    ];

    public function category()
    {
        return $this->belongsTo(Category::class);
    }

    public function feedbacks()
    {
        return $this->hasMany(ShopFeedback::class);
    }
}
