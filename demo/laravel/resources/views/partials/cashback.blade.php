{{--
  The island's prerendered HTML for this page, as the README's "Prerendered HTML"
  partial picks it from dist/prerender/index.json. The example reads the build
  where it lies; a production host reads public_path('widgets/prerender/...').
--}}
@php
  $dir = config('app.widgets_dist') . '/prerender/';
  $index = is_file($dir . 'index.json') ? json_decode(file_get_contents($dir . 'index.json'), true) : ['snippets' => []];
  $auth = auth()->check() ? 'user' : 'guest';
  $path = '/' . trim(request()->path(), '/');
  $snippet = collect($index['snippets'])->first(fn ($s) =>
      $s['island'] === $island && $s['auth'] === $auth
      && (isset($s['pattern']) ? preg_match('~' . $s['pattern'] . '~', $path) === 1 : (! isset($s['path']) || $s['path'] === $path))
      && collect($s['reads'] ?? [])->every(fn ($p) => ($s['query'][$p] ?? null) === request()->query($p)));
@endphp
{{-- Each query parameter the snippet `fills` (the registration form's e-mail) goes into its hole, escaped. --}}
@if ($snippet){!! collect($snippet['fills'] ?? [])->reduce(fn ($html, $p) => str_replace('__cashback_fill_' . $p . '__', e(is_string(request()->query($p)) ? request()->query($p) : ''), $html), file_get_contents($dir . basename($snippet['file']))) !!}@endif
