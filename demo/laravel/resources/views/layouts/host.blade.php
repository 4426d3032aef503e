<!doctype html>
<html lang="uk">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Кешбек — повертайте гроші з покупок</title>
  {{-- Before the stylesheet: a script after it would hold the parser in the head until it is in, and the preloads with it. --}}
  <script>window.isAuthenticated = @json(auth()->check());</script>
  <link rel="stylesheet" href="{{ asset('widgets/cashback.css') }}">
  @include('partials.cashback-head')
  <style>body{margin:0;background:#f6f7fb}.host-app{display:block;min-height:100vh}</style>
</head>
<body>
  <div data-cashback="header">@include('partials.cashback', ['island' => 'header'])</div>
  @yield('content')
  <div data-cashback="footer" data-load="visible">@include('partials.cashback', ['island' => 'footer'])</div>
  @include('partials.cashback-script')
</body>
</html>
