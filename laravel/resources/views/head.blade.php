<script{!! $nonce !!}>window.isAuthenticated = @json($authenticated);</script>{{-- $nonce: the attribute ( nonce="…") or ''. The flag goes before the stylesheet: a script after it holds the parser in <head> until the sheet is in, and the preloads with it. --}}
@if ($config)
<script{!! $nonce !!}>window.cashbackConfig = @json($config);</script>
@endif
@if ($vite)
{!! $vite !!}
@else
<link rel="stylesheet" href="{{ $stylesheet['href'] }}"@if ($stylesheet['integrity']) integrity="{{ $stylesheet['integrity'] }}" crossorigin="anonymous"@endif{!! $nonce !!}>{{-- A stylesheet is fetched without CORS unless asked: with SRI from another origin (a CDN) the browser would refuse it. Modules are fetched with CORS anyway. --}}
@endif
@foreach ($preloads as $preload)
<link rel="modulepreload" fetchpriority="low" href="{{ $preload['href'] }}"@if ($preload['integrity']) integrity="{{ $preload['integrity'] }}"@endif{!! $nonce !!}>{{-- What the page's islands start with, at low priority: they arrive with the stylesheet, and the paint waits for none of them. --}}
@endforeach
