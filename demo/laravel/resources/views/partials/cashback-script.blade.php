{{--
  Where the module script goes. With the prerender index, its inline `loader` (README, "Prerendered
  HTML"): it keeps what the shopper does before the islands wake and loads cashback.js
  (src/runtime/loader.ts). Without an index, the module script itself.
--}}
@php $loader = \App\Support\CashbackPrerender::forRequest()->loader(); @endphp
@if ($loader)
  <script data-src="{{ asset('widgets/cashback.js') }}">{!! $loader !!}</script>
@else
  <script type="module" src="{{ asset('widgets/cashback.js') }}"></script>
@endif
