<!doctype html>
<html lang="uk">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Кешбек — повертайте гроші з покупок</title>
  {{-- The auth flag, the stylesheet and this page's preloads (cashback/widgets-laravel). --}}
  @cashbackHead
  <style @cashbackNonce>body{margin:0;background:#f6f7fb}.host-app{display:block;min-height:100vh}</style>
</head>
<body>
  {{-- Signed in, the header is painted with the user (what GET /api/user answers): its balances before any script. --}}
  @cashbackIsland('header', [], ['data' => auth()->check() ? ['user' => new App\Http\Resources\UserResource(auth()->user())] : []])
  @yield('content')
  @cashbackIsland('footer', [], ['load' => 'visible'])
  @cashbackScripts
</body>
</html>
