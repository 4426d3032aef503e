@extends('layouts.host')

{{-- A page of the host's own (no `app` island) with the standalone shop island, which paints with the shop handed. --}}
@section('content')
  @cashbackIsland('shop', ['id' => $id], ['tag' => 'main', 'class' => 'host-app', 'data' => $data])
@endsection
