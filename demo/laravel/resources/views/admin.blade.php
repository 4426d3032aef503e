@extends('layouts.host')

{{-- Stands for the host's own admin panel: server-rendered, without the `app` island. --}}
@section('content')
  <main style="max-width:800px;margin:0 auto;padding:48px 16px;font:16px/1.6 system-ui,sans-serif">
    <h1>Адмін панель</h1>
    <p>Ця сторінка заміняє власну адмін-панель сайту на Laravel: її рендерить сервер, віджети тут показують лише шапку й підвал.</p>
  </main>
@endsection
