{{--
  The island's prerendered HTML for this page (App\Support\CashbackPrerender: the README's
  "Prerendered HTML" lookup). The example reads the build where it lies; a production host
  reads public_path('widgets/prerender/...').
--}}
{!! \App\Support\CashbackPrerender::forRequest()->html($island) !!}
