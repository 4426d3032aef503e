<?php

namespace Cashback\Widgets\Screens;

/**
 * The profile screens with their user (widgets/profile/: the tab bar's user
 * card, /user-profile/personal's photo, name, e-mail prompt and loyalty
 * progress, /user-profile/my-cashback's balances, /user-profile/settings'
 * values and switches, /user-profile/my-friends' referral link, the
 * withdrawal screens' e-mail prompt or methods and a form's balance; a
 * history, which needs its own GET, as the build renders it without): the
 * user read as the header's (UserScreen), a template per loyalty tier, and on
 * settings per gender (scripts/profile-screens.ts), the tier's words in it.
 */
final class ProfileScreen
{
    /** The island's settings value classes (widgets/profile/settings/inline-field.tsx). */
    private const VALUE = 'cb-setting__value';

    /**
     * The variant of the index's entry for this user's total (src/lib/loyalty.ts
     * loyaltyTier: the last tier whose threshold it reaches, else the first)
     * and, where the variants name one, gender (the radio checked).
     *
     * @param list<array{from: float|int, next?: float|int, gender?: string, file: string}> $variants
     * @return array{from: float|int, next?: float|int, gender?: string, file: string}
     */
    public static function variant(array $user, array $variants): array
    {
        $variants = array_values(array_filter($variants, fn ($variant) => ($variant['gender'] ?? $user['gender']) === $user['gender']));
        $chosen = $variants[0];
        foreach ($variants as $variant) {
            if ($user['total_balance'] >= $variant['from']) {
                $chosen = $variant;
            }
        }

        return $chosen;
    }

    /**
     * The template's values for `$user` (UserScreen::read()) in its tier's
     * `$variant`; `$template` holds the island's words for a missing name and an empty setting.
     */
    public static function filling(array $user, array $variant, Template $template): Filling
    {
        $avatar = $user['avatar'] === null ? null : Format::image($user['avatar']);
        $total = $user['total_balance'];
        $holes = [
            'who' => $user['full_name'] !== '' ? $user['full_name'] : $user['email'],
            'name' => $user['full_name'] !== '' ? $user['full_name'] : $template->texts['noName'],
            'initials' => UserScreen::initials($user['full_name'], $user['email']),
            'email' => $user['email'],
            'avatar' => $avatar ?? '',
            'total' => Format::money($total),
            'current' => Format::money($user['current_balance']),
            'pending' => Format::money($user['pending_balance']),
            'referral' => $user['referral_link'],
        ];
        $birth = $user['birth_date'] ?? '';
        foreach (['email' => [$user['email'], $user['email']], 'name' => [$user['full_name'], $user['full_name']],
            // widgets/profile/settings/settings-screen.tsx formatDate: `1991-04-17` as `17.04.1991`, anything else as it is.
            'birth' => [$birth, preg_replace('/^(\d{4})-(\d{2})-(\d{2})$/D', '$3.$2.$1', $birth)]] as $field => [$value, $display]) {
            $holes[$field.'_class'] = $value !== '' ? self::VALUE : self::VALUE.' '.self::VALUE.'--empty';
            $holes[$field.'_value'] = $value !== '' ? $display : $template->texts['empty'];
        }
        if (isset($variant['next'])) {
            // widgets/profile/personal/loyalty-progress.tsx tierProgress and src/lib/loyalty.ts nextTier.
            $reached = max(0.0, $total);
            $share = min(1.0, max(0.0, ($reached - $variant['from']) / ($variant['next'] - $variant['from'])));
            $holes['left'] = Format::money($variant['next'] - $reached);
            $holes['percent'] = Format::number(floor($share * 100));
        }

        return new Filling($holes, [
            'avatar' => $avatar !== null,
            'verify' => $user['email_verified_at'] === null || $user['email_verified_at'] === '',
            'referral' => $user['referral_link'] !== '',
            'cashback_status' => $user['cashback_status'],
            'service_updates' => $user['service_updates'],
            'sales' => $user['sales'],
        ]);
    }
}
