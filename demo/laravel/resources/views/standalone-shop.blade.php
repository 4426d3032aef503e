@extends('layouts.host')

{{-- A page of the host's own (no `app` island) with the standalone shop island, which paints with the shop handed. --}}
@section('content')
  <main style="max-width:1200px;margin:0 auto;padding:24px 16px">
    @cashbackIsland('shop', ['id' => $id], ['tag' => 'section', 'data' => $data])
  </main>
@endsection
