@extends('layouts.host')

@section('content')
  <main data-cashback="app" class="host-app">@include('partials.cashback', ['island' => 'app'])</main>
@endsection
