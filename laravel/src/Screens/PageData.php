<?php

namespace Cashback\Widgets\Screens;

use Cashback\Widgets\PrerenderIndex;
use JsonException;

/**
 * The screens one page paints with its host's data (@cashbackIsland's
 * `data`), and what that page then owes the bundle: the JSON blocks with the
 * data, the primer once after them. A page has one user: handed to one
 * island, it paints every island with a screen with it here, or none.
 */
final class PageData
{
    /** The app island's screen was rendered with the host's data (a layout's sections render before its head). */
    public bool $painted = false;

    /** The user handed for this page, once its JSON block is written: every island showing the user is painted with it. */
    private mixed $user = null;

    /** A JSON block is written that the primer has yet to read. */
    private bool $unprimed = false;

    /** @var list<string> islands written without the user although their snippet here shows one */
    private array $withoutUser = [];

    /**
     * @param array<string, string> $params the page's query parameters
     * @param bool $vite under @vite, which writes no scripts where @cashbackScripts goes
     */
    public function __construct(
        private readonly PrerenderIndex $index,
        private readonly bool $authenticated,
        private readonly string $path,
        private readonly array $params,
        private readonly bool $vite,
    ) {
    }

    /**
     * The island's screen painted with `$data` (and with the page's user, once
     * one is handed), or null: the island is then written as without data.
     *
     * @param array<string, mixed> $props
     * @param string $nonce the nonce attribute (` nonce="…"`) or ''
     * @return ?array{html: string, blocks: string}
     */
    public function island(string $name, array $props, mixed $data, string $nonce): ?array
    {
        // A page has one user: the one its JSON block holds.
        if ($this->user !== null && $props === [] && is_array($data)) {
            $data['user'] = $this->user;
        }
        $screen = is_array($data) && $data !== [] ? $this->screen($name, $props, $data, $nonce) : null;
        if ($screen === null && $props === [] && $this->authenticated && ($this->index->find($name, true, $this->path, $this->params)['user'] ?? false)) {
            $this->withoutUser[] = $name;
        }

        return $screen;
    }

    /** The primer after the page's JSON blocks (once), or ''; under @vite it follows each block. */
    public function primer(string $nonce): string
    {
        $primer = $this->unprimed ? '<script'.$nonce.'>'.$this->index->primer().'</script>' : '';
        $this->unprimed = false;

        return $primer;
    }

    /**
     * The island's first screen rendered with the host's data, and the JSON
     * block with that data that goes before the placeholder (the primer,
     * src/runtime/primer.ts, reads it: see primer()); null when the build has no such screen here,
     * the data is not what the island could show (another id, a shape the
     * API client refuses), a value is one PHP cannot be sure to write as the
     * island does, or (the user) another island on the page shows the user
     * without a screen for it: the page is then as without data.
     *
     * @param array<string, mixed> $props
     * @param array<string, mixed> $data
     * @param string $nonce the nonce attribute (` nonce="…"`) or ''
     * @return ?array{html: string, blocks: string}
     */
    private function screen(string $name, array $props, array $data, string $nonce): ?array
    {
        $entry = $this->index->screen($name, $this->authenticated, $this->path, $props, $data, $this->params);
        $primer = $this->index->primer();
        $screen = match ($entry['data'] ?? null) {
            'shop' => ShopScreen::class,
            'user' => UserScreen::class,
            'posters' => PosterScreen::class,
            default => null,
        };
        if ($screen === null || $primer === null) {
            return null;
        }
        // The page's user goes into the store every island reads it from (the primer), so no island of this
        // page may hydrate a snippet the build rendered without it: none written so, none that has no screen with it.
        if ($screen === UserScreen::class && ($this->withoutUser !== []
            || $this->index->othersShowUser($name, $this->authenticated, $this->path, $this->params, $this->paintedWithUser()))) {
            return null;
        }
        try {
            // What the browser's JSON.parse makes of it, as the island reads it: `<` escaped, so no `</script` nor `<!--`.
            $json = json_encode($data[$entry['data']], JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_INVALID_UTF8_SUBSTITUTE);
            $value = $screen::read(json_decode($json, false, 512, JSON_THROW_ON_ERROR));
            if ($value === null || ! $screen::answers($value, $entry['url'])) {
                return null;
            }
            $html = $this->fill($entry, $screen, $value);
            // The first island handed the user: every other island with a screen with it here must paint it too.
            foreach ($screen === UserScreen::class && $this->user === null ? array_diff($this->paintedWithUser(), [$name]) : [] as $other) {
                $this->fill($this->index->screen($other, $this->authenticated, $this->path, [], ['user' => null]), $screen, $value);
            }
        } catch (JsonException|Uncertain) {
            return null;
        }

        $this->painted = $this->painted || $name === 'app';
        if ($screen === UserScreen::class) {
            // Written once: a later island painted with the same user reads the same block.
            if ($this->user !== null) {
                return ['html' => $html, 'blocks' => ''];
            }
            $this->user = $data['user'];
        }

        // The primer reads the blocks written before it: once, in @cashbackScripts, before the loader. Under @vite,
        // which writes no scripts there, after each block (the module script runs once the page is parsed).
        $this->unprimed = ! $this->vite;

        return [
            'html' => $html,
            'blocks' => '<script type="application/json" data-cashback-get="'.e($entry['url']).'"'
                .($screen === ShopScreen::class ? '' : ' data-cashback-store="'.$screen::STORE.'"').$nonce.'>'.$json.'</script>'
                .($this->unprimed ? '' : '<script'.$nonce.'>'.$primer.'</script>'),
        ];
    }

    /**
     * The screen of `$entry` filled with `$value` (read by `$screen`); throws
     * Uncertain where PHP cannot be sure to write a value as the island does.
     *
     * @param class-string $screen
     */
    private function fill(array $entry, string $screen, array $value): string
    {
        if (($entry['screen'] ?? null) === 'profile') {
            $variant = ProfileScreen::variant($value, $entry['variants']);
            $template = Template::load($variant['template']);

            return $template->fill(ProfileScreen::filling($value, $variant, $template));
        }
        if ($screen === PosterScreen::class) {
            $template = Template::load($entry['template']);

            return $template->fill(PosterScreen::filling($value, $template));
        }

        return Template::load($entry['template'])->fill($screen::filling($value));
    }

    /**
     * The islands the build has a screen with the user for on this page (the
     * header everywhere, the app on the profile screens cut with one).
     *
     * @return list<string>
     */
    private function paintedWithUser(): array
    {
        $islands = array_unique(array_column($this->index->index['snippets'] ?? [], 'island'));

        return array_values(array_filter($islands, fn ($island) => $this->index->screen($island, $this->authenticated, $this->path, [], ['user' => null]) !== null));
    }
}
