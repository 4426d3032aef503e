<?php

namespace Cashback\Widgets;

use Illuminate\Contracts\Auth\Factory as Auth;
use Illuminate\Contracts\Routing\UrlGenerator;
use Illuminate\Contracts\View\Factory as Views;
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
        $preloads = $this->prerender()->headPreloads($this->authenticated(), ...$this->page());
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
     * with props: the bundle renders those afresh).
     *
     * @example
     * @cashbackIsland('footer', [], ['load' => 'visible'])
     * @cashbackIsland('shop', ['id' => 12], ['tag' => 'section', 'class' => 'shop'])
     *
     * @param array<string, mixed> $props the island's props, as data-props JSON
     * @param array<string, string|bool|null> $attributes `load`, `media` (data-load, data-media), `tag` (div), any other attribute
     */
    public function island(string $name, array $props = [], array $attributes = []): string
    {
        $tag = $attributes['tag'] ?? 'div';
        if (! preg_match('/^[a-z][a-z0-9-]*$/i', $tag)) {
            throw new InvalidArgumentException("@cashbackIsland('$name'): \"$tag\" is not a tag name");
        }
        unset($attributes['tag']);
        $written = ['data-cashback' => $name];
        if ($props !== []) {
            $written['data-props'] = json_encode($props, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
        }
        foreach ($attributes as $key => $value) {
            if ($value !== false && $value !== null) {
                $written[in_array($key, ['load', 'media'], true) ? "data-$key" : $key] = $value === true ? '' : (string) $value;
            }
        }

        return $this->views->make('cashback::island', [
            'tag' => $tag,
            'attributes' => $written,
            'html' => $props === [] ? $this->prerender()->html($name, $this->authenticated(), ...$this->page()) : '',
        ])->render();
    }

    /** Where the module script goes: the build's inline loader (or, without one, the module script); nothing under @vite. */
    public function scripts(): string
    {
        if ($this->viteDirectory()) {
            return '';
        }

        return $this->views->make('cashback::scripts', [
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
