<?php

namespace Cashback\Widgets;

use Illuminate\Contracts\Auth\Factory as Auth;
use Illuminate\Contracts\Routing\UrlGenerator;
use Illuminate\Contracts\View\Factory as Views;
use Cashback\Widgets\Screens\PageData;
use Illuminate\Foundation\Vite;
use Illuminate\Http\Request;
use InvalidArgumentException;

/**
 * The widgets on one request's page: what @cashbackHead, @cashbackIsland and
 * @cashbackScripts write. One instance per request (a scoped binding), so the
 * prerender index is read once however many islands the page has.
 */
class Widgets
{
    private ?PrerenderIndex $prerender = null;

    private ?string $nonce = null;

    /** The screens this page paints with the host's data. */
    private ?PageData $data = null;

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
        $preloads = $this->data()->painted ? [] : $this->prerender()->headPreloads($this->authenticated(), ...$this->page());
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
     * the app's /user-profile screens;
     * `posters`, GET /api/posters' list, for the app's signed-in `/`: its
     * poster slider, the first poster fetched first),
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
     * @cashbackIsland('app', [], ['tag' => 'main', 'data' => ['posters' => PosterResource::collection(Poster::all())]])
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
        $screen = $this->data()->island($name, $props, $attributes['data'] ?? [], $this->nonceAttribute());
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
     * Where the module script goes: the primer, when the page has JSON blocks
     * (once, after all of them), then the build's inline loader (or, without
     * one, the module script); nothing under @vite.
     */
    public function scripts(): string
    {
        if ($this->viteDirectory()) {
            return '';
        }
        return $this->data()->primer($this->nonceAttribute()).$this->views->make('cashback::scripts', [
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

    private function data(): PageData
    {
        return $this->data ??= new PageData($this->prerender(), $this->authenticated(), ...[...$this->page(), (bool) $this->viteDirectory()]);
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
