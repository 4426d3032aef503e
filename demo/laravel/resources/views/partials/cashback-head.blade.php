{{--
  The <head>'s modulepreloads for this page (the index's, see App\Support\CashbackPrerender):
  every chunk the page's islands start with, at low priority, so they arrive with the stylesheet.
--}}
@foreach (\App\Support\CashbackPrerender::forRequest()->preloads() as $file)
  <link rel="modulepreload" fetchpriority="low" href="{{ asset('widgets/' . $file) }}">
@endforeach
