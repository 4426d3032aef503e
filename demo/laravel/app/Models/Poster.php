<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Poster extends Model
{
    public $timestamps = false;

    protected $guarded = [];
}
