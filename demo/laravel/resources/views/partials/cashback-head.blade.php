{{--
  The <head>'s modulepreloads for this auth state and path, as the README's "Prerendered HTML"
  layout takes them from dist/prerender/index.json (`preload`): on a signed-in page, and on any
  page whose first screen waits for data (a shop's), the runtime's chunk starts with the
  stylesheet. The example reads the build where it lies.
--}}
@php
  $dir = config('app.widgets_dist') . '/prerender/';
  $index = is_file($dir . 'index.json') ? json_decode(file_get_contents($dir . 'index.json'), true) : [];
  $path = '/' . trim(request()->path(), '/');
  $preloads = collect($index['preload'][auth()->check() ? 'user' : 'guest'] ?? [])
      ->merge(collect($index['preload']['routes'] ?? [])
          ->filter(fn ($route) => preg_match('~' . $route['pattern'] . '~', $path) === 1)
          ->flatMap(fn ($route) => $route['files']))
      ->unique();
@endphp
@foreach ($preloads as $file)
  <link rel="modulepreload" fetchpriority="low" href="{{ asset('widgets/' . $file) }}">
@endforeach
