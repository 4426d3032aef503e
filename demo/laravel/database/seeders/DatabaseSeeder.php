<?php

namespace Database\Seeders;

use App\Models\User;
use Illuminate\Database\Seeder;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;

/**
 * The Node demo's data (demo/seed/), exported as JSON by demo/laravel/launch.mjs, so
 * both backends show the same shops: 48 shops in 10 categories, FAQ, posters,
 * reviews, and the three accounts with the password `password123`.
 */
class DatabaseSeeder extends Seeder
{
    public function run()
    {
        $seed = json_decode(file_get_contents(env('SEED_FILE', database_path('seed.json'))), true, 512, JSON_THROW_ON_ERROR);
        $time = fn (string $iso) => Carbon::parse($iso)->utc()->format('Y-m-d H:i:s');

        DB::table('categories')->insert($seed['categories']);
        foreach (array_chunk($seed['shops'], 100) as $shops) {
            DB::table('shops')->insert(array_map(fn ($shop) => [
                'id' => $shop['id'],
                'category_id' => $shop['categoryId'],
                'name' => $shop['name'],
                'image' => $shop['image'],
                'link' => $shop['link'],
                'description' => $shop['description'],
                'cashback_percent' => $shop['cashback_percent'],
                'is_sale' => $shop['is_sale'],
                'avg_stars' => $shop['avg_stars'],
                'pending_payment' => $shop['pending_payment'],
                'users_actions' => json_encode($shop['users_actions'], JSON_UNESCAPED_UNICODE),
            ], $shops));
        }
        DB::table('questions')->insert($seed['questions']);
        DB::table('posters')->insert(array_map(fn ($p) => ['id' => $p['id'], 'image_url' => $p['image_url'], 'title' => $p['title']], $seed['posters']));

        $password = Hash::make('password123');
        foreach ($seed['users'] as $user) {
            User::forceCreate([
                'id' => $user['id'],
                'email' => $user['email'],
                'full_name' => $user['full_name'],
                'password' => $password,
                'gender' => $user['gender'],
                'birth_date' => $user['birth_date'],
                'status' => $user['status'],
                'total_balance' => $user['total_balance'],
                'current_balance' => $user['current_balance'],
                'pending_balance' => $user['pending_balance'],
                'email_verified_at' => $user['email_verified_at'] ? $time($user['email_verified_at']) : null,
                'referral_code' => $user['referral_code'],
                'role' => $user['role'],
                'notification_settings' => $user['notification_settings'],
            ]);
        }
        foreach ($seed['favorites'] as [$userId, $shopIds]) {
            DB::table('favorites')->insert(array_map(fn ($shopId) => ['user_id' => $userId, 'shop_id' => $shopId], $shopIds));
        }
        DB::table('orders')->insert(array_map(fn ($o) => [
            'id' => $o['id'], 'user_id' => $o['user_id'], 'shop_id' => $o['shop']['id'],
            'amount' => $o['amount'], 'user_amount' => $o['user_amount'],
            'created_at' => $time($o['created_at']), 'updated_at' => $time($o['created_at']),
        ], $seed['orders']));
        DB::table('withdrawals')->insert(array_map(fn ($w) => [
            'id' => $w['id'], 'user_id' => $w['user_id'], 'amount' => $w['amount'], 'status' => $w['status'],
            'withdrawal_method' => $w['withdrawal_method'],
            'created_at' => $time($w['created_at']), 'updated_at' => $time($w['created_at']),
        ], $seed['withdrawals']));
        DB::table('shop_feedbacks')->insert(array_map(fn ($f) => [
            'id' => $f['id'], 'shop_id' => $f['shop_id'], 'user_id' => $f['user_id'], 'name' => $f['name'],
            'user_thumbnail' => $f['user_thumbnail'], 'text' => $f['text'], 'stars' => $f['stars'],
            'created_at' => $time($f['created_at']), 'updated_at' => $time($f['created_at']),
        ], $seed['feedbacks']));
    }
}
