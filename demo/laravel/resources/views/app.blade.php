@extends('layouts.host')

@section('content')
  @cashbackIsland('app', [], ['tag' => 'main', 'class' => 'host-app'])
@endsection
