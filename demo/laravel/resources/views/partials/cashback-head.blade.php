{{--
  The <head>'s modulepreloads for this auth state, as the README's "Prerendered HTML"
  layout takes them from dist/prerender/index.json (`preload`): on a signed-in page the
  runtime's chunk starts with the stylesheet. The example reads the build where it lies.
--}}
@php
  $dir = config('app.widgets_dist') . '/prerender/';
  $index = is_file($dir . 'index.json') ? json_decode(file_get_contents($dir . 'index.json'), true) : [];
@endphp
@foreach ($index['preload'][auth()->check() ? 'user' : 'guest'] ?? [] as $file)
  <link rel="modulepreload" href="{{ asset('widgets/' . $file) }}">
@endforeach
