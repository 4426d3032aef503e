<?php

namespace App\Http\Controllers;

use App\Http\Resources\OrderResource;
use App\Http\Resources\WithdrawalResource;
use App\Models\User;
use App\Models\Withdrawal;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/** Order and withdrawal history, and a withdrawal request that lowers the balance. */
class WithdrawalController extends Controller
{
    /** `GET /api/fetch-order`: newest first. */
    public function orders(Request $request)
    {
        return OrderResource::collection($request->user()->orders()->with('shop')->latest()->orderByDesc('id')->get());
    }

    /** `GET /api/fetch-withdrawals`: newest first. */
    public function index(Request $request)
    {
        return WithdrawalResource::collection($request->user()->withdrawals()->latest()->orderByDesc('id')->get());
    }

    /** `POST /api/withdrawal` (behind `verified`): 201 with the withdrawal. */
    public function store(Request $request)
    {
        $user = $request->user();
        abort_if($request->filled('user_id') && (int) $request->input('user_id') !== $user->id, 403);
        $input = $request->validate([
            'user_id' => 'bail|required|integer',
            'full_name' => 'bail|required|string|between:11,50',
            'amount' => 'bail|required|integer|min:50|max:'.(int) floor($user->current_balance),
            'withdrawal_method' => 'bail|required|in:card,phone',
            'card_number' => ['bail', 'required_if:withdrawal_method,card', 'nullable', 'regex:/^\d{4} \d{4} \d{4} \d{4}$/'],
            'phone' => ['bail', 'required_if:withdrawal_method,phone', 'nullable', 'regex:/^\+380\d{9}$/'],
        ]);

        $withdrawal = DB::transaction(function () use ($user, $input) {
            // Charged only while the balance covers it, so two requests at once cannot overdraw.
            $charged = User::whereKey($user->id)->where('current_balance', '>=', $input['amount'])
                ->decrement('current_balance', $input['amount']);
            if (! $charged) {
                throw ValidationException::withMessages(['amount' => __('validation.custom.amount.max')]);
            }

            return $user->withdrawals()->create([
                'amount' => $input['amount'],
                'withdrawal_method' => $input['withdrawal_method'],
                'full_name' => $input['full_name'],
                'card_number' => $input['withdrawal_method'] === 'card' ? $input['card_number'] : null,
                'phone' => $input['withdrawal_method'] === 'phone' ? $input['phone'] : null,
            ]);
        });

        return new WithdrawalResource($withdrawal->refresh());
    }
}
