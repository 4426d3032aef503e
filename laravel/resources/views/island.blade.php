<{{ $tag }}@foreach ($attributes as $key => $value) {{ $key }}="{{ $value }}"@endforeach>{!! $html !!}</{{ $tag }}>
