@extends('layouts.host')

@section('content')
  {{-- $data: what the first screen shows, when the page has it (the shop on /shops/{id}; signed in, the posters on /); signed in, the user (the profile's screens). --}}
  @cashbackIsland('app', [], ['tag' => 'main', 'class' => 'host-app', 'data' => ($data ?? []) + (auth()->check() ? ['user' => new App\Http\Resources\UserResource(auth()->user())] : [])])
@endsection
