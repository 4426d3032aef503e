@if ($loader !== null)
<script data-src="{{ $script['href'] }}"{!! $nonce !!}>{!! $loader !!}</script>{{-- $nonce: the attribute ( nonce="…") or ''. The inline loader keeps what the shopper does before the islands wake and loads cashback.js from data-src. --}}
@else
<script type="module" src="{{ $script['href'] }}"@if ($script['integrity']) integrity="{{ $script['integrity'] }}"@endif{!! $nonce !!}></script>
@endif
