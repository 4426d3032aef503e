{{--
  Where the module script goes. With the prerender index, its inline `loader` (README, "Prerendered
  HTML"): it asks for cashback.js once the prerendered page has painted, so the paint waits for no
  script (src/runtime/loader.ts). Without an index, the module script itself.
--}}
@php
  $dir = config('app.widgets_dist') . '/prerender/';
  $index = is_file($dir . 'index.json') ? json_decode(file_get_contents($dir . 'index.json'), true) : [];
@endphp
@if (is_string($index['loader'] ?? null))
  <script data-src="{{ asset('widgets/cashback.js') }}">{!! $index['loader'] !!}</script>
@else
  <script type="module" src="{{ asset('widgets/cashback.js') }}"></script>
@endif
