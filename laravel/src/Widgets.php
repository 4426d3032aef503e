<?php

namespace Cashback\Widgets;

use Illuminate\Contracts\Auth\Factory as Auth;
use Illuminate\Contracts\Routing\UrlGenerator;
use Illuminate\Contracts\View\Factory as Views;
use Illuminate\Foundation\Vite;
use Cashback\Widgets\Screens\ProfileScreen;
use Cashback\Widgets\Screens\ShopScreen;
use Cashback\Widgets\Screens\Template;
use Cashback\Widgets\Screens\Uncertain;
use Cashback\Widgets\Screens\UserScreen;
use Illuminate\Http\Request;
use InvalidArgumentException;
use JsonException;

/**
 * The widgets on one request's page: what @cashbackHead, @cashbackIsland and
 * @cashbackScripts write. One instance per request (a scoped binding), so the
 * prerender index is read once however many islands the page has.
 */
class Widgets
{
    private ?PrerenderIndex $prerender = null;

    private ?string $nonce = null;

    /** The app island's screen was rendered with the host's data (a layout's sections render before its head). */
    private bool $painted = false;

    /** The user handed for this page, once its JSON block is written: every island showing the user is painted with it. */
    private mixed $user = null;

    /** A JSON block is written that the primer, once per page in @cashbackScripts, has yet to read. */
    private bool $unprimed = false;

    /** @var list<string> islands written without the user although their snippet here shows one */
    private array $withoutUser = [];

    /** @param array{path: string, url: string, config?: array, integrity?: bool, guard?: ?string, vite?: string|false} $config */
    public function __construct(
        private readonly Request $request,
        private readonly array $config,
        private readonly Auth $auth,
        private readonly Views $views,
        private readonly UrlGenerator $urls,
        private readonly ?Vite $vite = null,
    ) {
    }

    /**
     * The `<head>`'s part: the auth flag, window.cashbackConfig, the stylesheet
     * (or @vite's tags) and the modulepreloads of this page.
     */
    public function head(): string
    {
        // A first screen rendered with its data waits for nothing: as on a guest's page prerendered whole, the
        // loader asks for its chunks (the marker's `wave`) once it has painted, and the head preloads none (the
        // chunks shared the slow link with the stylesheet the paint waits for; a signed-in header's balances,
        // which wait for the user, come one round trip later).
        $preloads = $this->painted ? [] : $this->prerender()->headPreloads($this->authenticated(), ...$this->page());
        // @vite preloads the entry under its hashed name.
        $preloads = $this->viteDirectory() ? array_values(array_diff($preloads, ['cashback.js'])) : $preloads;

        return $this->views->make('cashback::head', [
            'authenticated' => $this->authenticated(),
            'config' => $this->config['config'] ?? [],
            'vite' => $this->viteDirectory() ? (string) ($this->vite)([BuildManifest::ENTRY_JS], $this->viteDirectory()) : null,
            'stylesheet' => $this->asset('cashback.css'),
            'preloads' => array_map(fn ($file) => $this->asset($file), $preloads),
            'nonce' => $this->nonceAttribute(),
        ])->render();
    }

    /**
     * An island's placeholder, holding its prerendered HTML for this page (none
     * with props: the bundle renders those afresh). Handed `data` (the API's
     * answer its first screen reads: `shop` for the app's /shops/{id} and for
     * the `shop` island with its id; `user`, GET /api/user's, for the header and
     * the app's /user-profile/personal and /user-profile/my-cashback),
     * the screen is rendered with it, and the
     * answer written before the placeholder for the bundle, which then does
     * not ask for it. The user handed once paints every later island of the
     * page that shows it.
     *
     * @example
     * @cashbackIsland('footer', [], ['load' => 'visible'])
     * @cashbackIsland('app', [], ['tag' => 'main', 'data' => ['shop' => new ShopResource($shop)]])
     * @cashbackIsland('shop', ['id' => $shop->id], ['data' => ['shop' => new ShopResource($shop)]])
     * @cashbackIsland('header', [], ['data' => ['user' => new UserResource(auth()->user())]])
     *
     * @param array<string, mixed> $props the island's props, as data-props JSON
     * @param array<string, mixed> $attributes `load`, `media` (data-load, data-media), `tag` (div), `data` (see above), any other attribute
     */
    public function island(string $name, array $props = [], array $attributes = []): string
    {
        $tag = $attributes['tag'] ?? 'div';
        if (! preg_match('/^[a-z][a-z0-9-]*$/i', $tag)) {
            throw new InvalidArgumentException("@cashbackIsland('$name'): \"$tag\" is not a tag name");
        }
        $data = $attributes['data'] ?? [];
        // A page has one user: the one its JSON block holds.
        if ($this->user !== null && $props === [] && is_array($data)) {
            $data['user'] = $this->user;
        }
        $screen = is_array($data) && $data !== [] ? $this->screen($name, $props, $data) : null;
        if ($screen === null && $props === [] && $this->authenticated() && ($this->prerender()->find($name, true, ...$this->page())['user'] ?? false)) {
            $this->withoutUser[] = $name;
        }
        unset($attributes['tag'], $attributes['data']);
        $written = ['data-cashback' => $name];
        if ($props !== []) {
            $written['data-props'] = json_encode($props, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
        }
        foreach ($attributes as $key => $value) {
            if ($value !== false && $value !== null) {
                $written[in_array($key, ['load', 'media'], true) ? "data-$key" : $key] = $value === true ? '' : (string) $value;
            }
        }

        return ($screen['blocks'] ?? '').$this->views->make('cashback::island', [
            'tag' => $tag,
            'attributes' => $written,
            'html' => $screen['html'] ?? ($props === [] ? $this->prerender()->html($name, $this->authenticated(), ...$this->page()) : ''),
        ])->render();
    }

    /**
     * The island's first screen rendered with the host's data, and the JSON
     * block with that data that goes before the placeholder (the primer,
     * src/runtime/primer.ts, reads it: see scripts()); null when the build has no such screen here,
     * the data is not what the island could show (another id, a shape the
     * API client refuses), a value is one PHP cannot be sure to write as the
     * island does, or (the user) another island on the page shows the user
     * without a screen for it: the page is then as without data.
     *
     * @param array<string, mixed> $props
     * @param array<string, mixed> $data
     * @return ?array{html: string, blocks: string}
     */
    private function screen(string $name, array $props, array $data): ?array
    {
        [$path] = $this->page();
        $entry = $this->prerender()->screen($name, $this->authenticated(), $path, $props, $data);
        $primer = $this->prerender()->primer();
        $screen = match ($entry['data'] ?? null) {
            'shop' => ShopScreen::class,
            'user' => UserScreen::class,
            default => null,
        };
        if ($screen === null || $primer === null) {
            return null;
        }
        // The page's user goes into the store every island reads it from (the primer), so no island of this
        // page may hydrate a snippet the build rendered without it: none written so, none that has no screen with it.
        if ($screen === UserScreen::class && ($this->withoutUser !== []
            || $this->prerender()->othersShowUser($name, $this->authenticated(), ...[...$this->page(), $this->paintedWithUser()]))) {
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
                $this->fill($this->prerender()->screen($other, $this->authenticated(), $path, [], ['user' => null]), $screen, $value);
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
        $this->unprimed = ! $this->viteDirectory();

        return [
            'html' => $html,
            'blocks' => '<script type="application/json" data-cashback-get="'.e($entry['url']).'"'
                .($screen === UserScreen::class ? ' data-cashback-store="'.UserScreen::STORE.'"' : '').$this->nonceAttribute().'>'.$json.'</script>'
                .($this->unprimed ? '' : '<script'.$this->nonceAttribute().'>'.$primer.'</script>'),
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
        [$path] = $this->page();
        $islands = array_unique(array_column($this->prerender()->index['snippets'] ?? [], 'island'));

        return array_values(array_filter($islands, fn ($island) => $this->prerender()->screen($island, $this->authenticated(), $path, [], ['user' => null]) !== null));
    }

    /**
     * Where the module script goes: the primer, when the page has JSON blocks
     * (once, after all of them), then the build's inline loader (or, without
     * one, the module script); nothing under @vite.
     */
    public function scripts(): string
    {
        if ($this->viteDirectory()) {
            return '';
        }
        $primer = $this->unprimed ? '<script'.$this->nonceAttribute().'>'.$this->prerender()->primer().'</script>' : '';
        $this->unprimed = false;

        return $primer.$this->views->make('cashback::scripts', [
            'loader' => $this->prerender()->loader(),
            'script' => $this->asset('cashback.js'),
            'nonce' => $this->nonceAttribute(),
        ])->render();
    }

    /**
     * The nonce of this response's Content-Security-Policy for the tags written
     * here (Vite's nonce when @vite is in use, as Vite::useCspNonce() does).
     *
     * @example
     * // a CSP middleware
     * $nonce = Cashback::useCspNonce();
     * $response->headers->set('Content-Security-Policy', "script-src 'nonce-$nonce' 'strict-dynamic'; ...");
     */
    public function useCspNonce(?string $nonce = null): string
    {
        return $this->nonce = $nonce ?? base64_encode(random_bytes(24));
    }

    public function cspNonce(): ?string
    {
        // Support: Vite::cspNonce() since Laravel 10.
        return $this->nonce ?? ($this->vite && method_exists($this->vite, 'cspNonce') ? $this->vite->cspNonce() : null);
    }

    /** The nonce as an attribute, ` nonce="…"`, or '' without one. */
    public function nonceAttribute(): string
    {
        $nonce = $this->cspNonce();

        return $nonce === null ? '' : ' nonce="'.e($nonce).'"';
    }

    /** The prerender index, read once per request (and parsed once per process and build). */
    public function prerender(): PrerenderIndex
    {
        return $this->prerender ??= PrerenderIndex::load(rtrim($this->config['path'], '/').'/prerender');
    }

    public function authenticated(): bool
    {
        return $this->auth->guard($this->config['guard'] ?? null)->check();
    }

    /** @return array{0: string, 1: array<string, string>} the path and query parameters the lookup compares */
    private function page(): array
    {
        return [$this->request->getPathInfo(), PrerenderIndex::searchParams((string) $this->request->server->get('QUERY_STRING', ''))];
    }

    /** @return array{href: string, integrity: ?string} */
    private function asset(string $file): array
    {
        $integrity = ($this->config['integrity'] ?? true) ? BuildManifest::integrity($this->config['path']) : [];

        return ['href' => $this->urls->asset(rtrim($this->config['url'], '/').'/'.$file), 'integrity' => $integrity[$file] ?? null];
    }

    private function viteDirectory(): ?string
    {
        return $this->vite && ($this->config['vite'] ?? false) ? $this->config['vite'] : null;
    }
}
