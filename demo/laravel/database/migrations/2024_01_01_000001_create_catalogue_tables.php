<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up()
    {
        Schema::create('categories', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('image');
        });

        Schema::create('shops', function (Blueprint $table) {
            $table->id();
            $table->foreignId('category_id')->constrained();
            $table->string('name');
            $table->string('image');
            $table->string('link');
            $table->text('description');
            $table->decimal('cashback_percent', 4, 1);
            $table->boolean('is_sale')->default(false);
            $table->decimal('avg_stars', 2, 1);
            $table->unsignedSmallInteger('pending_payment');
            $table->json('users_actions');
        });

        Schema::create('favorites', function (Blueprint $table) {
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            $table->foreignId('shop_id')->constrained()->cascadeOnDelete();
            $table->primary(['user_id', 'shop_id']);
        });

        Schema::create('shop_feedbacks', function (Blueprint $table) {
            $table->id();
            $table->foreignId('shop_id')->constrained()->cascadeOnDelete();
            $table->unsignedBigInteger('user_id');
            $table->string('name', 100);
            $table->string('user_thumbnail', 2048)->nullable();
            $table->text('text');
            $table->unsignedTinyInteger('stars');
            $table->timestamps();
        });

        Schema::create('questions', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->text('description');
        });

        Schema::create('posters', function (Blueprint $table) {
            $table->id();
            $table->string('image_url');
            $table->string('title');
        });
    }

    public function down()
    {
        foreach (['posters', 'questions', 'shop_feedbacks', 'favorites', 'shops', 'categories'] as $table) {
            Schema::dropIfExists($table);
        }
    }
};
