@extends('layouts.host')

@section('content')
  <main data-cashback="app" class="host-app">{!! $prerendered('app') !!}</main>
@endsection
