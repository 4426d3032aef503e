@extends('layouts.host')

@section('content')
  {{-- $data: what the first screen shows, when the page has it (the shop on /shops/{id}). --}}
  @cashbackIsland('app', [], ['tag' => 'main', 'class' => 'host-app', 'data' => $data ?? []])
@endsection
