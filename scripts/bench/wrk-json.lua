-- wrk reporter for `npm run bench`: prints one JSON line (latencies in ms) at the end of the run.
-- usage: wrk -t1 -c10 -d3s --latency -H 'accept-encoding: gzip, br' -s scripts/bench/wrk-json.lua URL
-- (copied from the shared measuring tools so that a clean clone can run the bench on its own)
-- errors.status counts answers with a status >= 400.
done = function(summary, latency, requests)
  local function ms(us) return us / 1000.0 end
  local secs = summary.duration / 1e6
  local errs = summary.errors
  io.write(string.format(
    '{"tool":"wrk","durationS":%.3f,"requests":%d,"bytes":%d,"rps":%.1f,' ..
    '"latencyMs":{"mean":%.3f,"stdev":%.3f,"p50":%.3f,"p90":%.3f,"p99":%.3f,"p999":%.3f,"max":%.3f},' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\n',
    secs, summary.requests, summary.bytes, summary.requests / secs,
    ms(latency.mean), ms(latency.stdev), ms(latency:percentile(50)), ms(latency:percentile(90)),
    ms(latency:percentile(99)), ms(latency:percentile(99.9)), ms(latency.max),
    errs.connect, errs.read, errs.write, errs.status, errs.timeout))
end
