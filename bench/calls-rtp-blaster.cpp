// The same RTP as bench/calls-rtp-generator.mjs (Opus every 20 ms; VP8 at 30 fps per
// simulcast layer in MTU-sized packets with a keyframe every second), sent with sendmmsg()
// in batches: on a 2-core machine the Node generator needs as much CPU as the worker it
// loads, this one a fraction, so the worker can be driven to a full core. Built by
// bench/calls.ts with the g++ that builds the mediasoup worker; the Node generator is the
// fallback without it.
//
// stdin, one command a line:  add <port> <ssrc> <payloadType> <audio|video> <bitrate>
//                             go      (start the streams added since the last go)
//                             stats   -> {"sentPackets":..,"behind":..,"dueTotal":..,"cpuMs":..,"wallMs":..}
//                             quit
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace {

constexpr int kMtuPayload = 1100;
constexpr double kFps = 30.0;
constexpr double kAudioIntervalMs = 20.0;
constexpr double kKeyframeIntervalMs = 1000.0;
constexpr int kBatch = 256;

struct Stream {
  uint16_t port;
  uint32_t ssrc;
  uint8_t payloadType;
  bool audio;
  double bitrate;
  uint16_t seq;
  uint32_t timestamp;
  uint16_t pictureId;
  uint8_t tl0;
  double next;
  double lastKeyframe;
};

double nowMs() {
  using namespace std::chrono;
  static const auto start = steady_clock::now();
  return duration<double, std::milli>(steady_clock::now() - start).count();
}

double cpuMs() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec * 1000.0 + usage.ru_utime.tv_usec / 1000.0 + usage.ru_stime.tv_sec * 1000.0 + usage.ru_stime.tv_usec / 1000.0;
}

int sock = -1;
std::vector<Stream> streams;
std::vector<Stream> pendingStreams;
uint64_t sentPackets = 0;
uint64_t sentBytes = 0;
uint64_t behind = 0;
uint64_t dueTotal = 0;

// One batch of packets for sendmmsg.
std::vector<std::vector<uint8_t>> buffers(kBatch, std::vector<uint8_t>(kMtuPayload + 64));
std::vector<sockaddr_in> addresses(kBatch);
std::vector<iovec> iovecs(kBatch);
std::vector<mmsghdr> messages(kBatch);
int queued = 0;

void flush() {
  int offset = 0;
  while (offset < queued) {
    int n = sendmmsg(sock, messages.data() + offset, queued - offset, 0);
    if (n <= 0) break;  // a full socket buffer: these packets are lost, as on a congested link
    offset += n;
  }
  queued = 0;
}

uint8_t* packet(const Stream& s, size_t size) {
  if (queued == kBatch) flush();
  auto& buf = buffers[queued];
  auto& addr = addresses[queued];
  addr.sin_family = AF_INET;
  addr.sin_port = htons(s.port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  iovecs[queued] = {buf.data(), size};
  messages[queued].msg_hdr = {};
  messages[queued].msg_hdr.msg_name = &addr;
  messages[queued].msg_hdr.msg_namelen = sizeof(addr);
  messages[queued].msg_hdr.msg_iov = &iovecs[queued];
  messages[queued].msg_hdr.msg_iovlen = 1;
  queued++;
  sentPackets++;
  sentBytes += size;
  return buf.data();
}

void header(uint8_t* b, Stream& s, bool marker) {
  b[0] = 0x80;
  b[1] = static_cast<uint8_t>((marker ? 0x80 : 0) | s.payloadType);
  b[2] = s.seq >> 8;
  b[3] = s.seq & 0xff;
  b[4] = s.timestamp >> 24;
  b[5] = (s.timestamp >> 16) & 0xff;
  b[6] = (s.timestamp >> 8) & 0xff;
  b[7] = s.timestamp & 0xff;
  b[8] = s.ssrc >> 24;
  b[9] = (s.ssrc >> 16) & 0xff;
  b[10] = (s.ssrc >> 8) & 0xff;
  b[11] = s.ssrc & 0xff;
  s.seq++;
}

void sendAudio(Stream& s) {
  uint8_t* b = packet(s, 12 + 80);
  header(b, s, false);
  s.timestamp += 960;
}

void sendVideoFrame(Stream& s, double now) {
  int bytes = std::max(200, static_cast<int>(std::lround(s.bitrate / 8 / kFps)));
  int packets = std::max(1, (bytes + kMtuPayload - 1) / kMtuPayload);
  bool keyframe = now - s.lastKeyframe >= kKeyframeIntervalMs;
  if (keyframe) s.lastKeyframe = now;
  s.pictureId = (s.pictureId + 1) & 0x7fff;
  s.tl0++;
  for (int i = 0; i < packets; i++) {
    size_t size = std::min(kMtuPayload, bytes - i * kMtuPayload) + 12 + 6;
    uint8_t* b = packet(s, size);
    header(b, s, i == packets - 1);
    b[12] = i == 0 ? 0x90 : 0x80;  // X, S on the first packet
    b[13] = 0xe0;                   // I, L, T
    b[14] = 0x80 | (s.pictureId >> 8);
    b[15] = s.pictureId & 0xff;
    b[16] = s.tl0;
    b[17] = 0x00;                   // TID 0
    b[18] = keyframe ? 0x00 : 0x01; // inverse keyframe bit
  }
  s.timestamp += static_cast<uint32_t>(90000 / kFps);
}

// The worker answers with RTCP (receiver reports, keyframe requests): read and drop it, so a
// full receive buffer here does not show up as lost media in the kernel's counters.
void drain() {
  static uint8_t scratch[2048];
  while (recv(sock, scratch, sizeof(scratch), MSG_DONTWAIT) > 0) {
  }
}

void tick() {
  drain();
  double now = nowMs();
  for (auto& s : streams) {
    double interval = s.audio ? kAudioIntervalMs : 1000.0 / kFps;
    while (s.next <= now) {
      dueTotal++;
      if (now - s.next > interval) behind++;
      if (s.audio) sendAudio(s);
      else sendVideoFrame(s, now);
      s.next += interval;
    }
  }
  flush();
}

bool command(const std::string& line, std::mt19937& rng) {
  std::istringstream in(line);
  std::string cmd;
  in >> cmd;
  if (cmd == "add") {
    Stream s{};
    int port, pt;
    std::string kind;
    in >> port >> s.ssrc >> pt >> kind >> s.bitrate;
    s.port = static_cast<uint16_t>(port);
    s.payloadType = static_cast<uint8_t>(pt);
    s.audio = kind == "audio";
    s.seq = rng() & 0xffff;
    s.timestamp = rng();
    s.pictureId = rng() & 0x7fff;
    s.lastKeyframe = -1e12;
    pendingStreams.push_back(s);
  } else if (cmd == "go") {
    double now = nowMs();
    std::uniform_real_distribution<double> phase(0, 1);
    for (auto& s : pendingStreams) {
      s.next = now + phase(rng) * (s.audio ? kAudioIntervalMs : 1000.0 / kFps);
      streams.push_back(s);
    }
    pendingStreams.clear();
    std::printf("{\"streams\":%zu}\n", streams.size());
    std::fflush(stdout);
  } else if (cmd == "stats") {
    std::printf("{\"sentPackets\":%llu,\"sentBytes\":%llu,\"behind\":%llu,\"dueTotal\":%llu,\"cpuMs\":%.3f,\"wallMs\":%.3f}\n",
                static_cast<unsigned long long>(sentPackets), static_cast<unsigned long long>(sentBytes),
                static_cast<unsigned long long>(behind), static_cast<unsigned long long>(dueTotal), cpuMs(), nowMs());
    std::fflush(stdout);
  } else if (cmd == "quit") {
    return false;
  }
  return true;
}

}  // namespace

int main() {
  sock = socket(AF_INET, SOCK_DGRAM, 0);
  int sndbuf = 8 * 1024 * 1024;
  setsockopt(sock, SOL_SOCKET, SO_SNDBUF, &sndbuf, sizeof(sndbuf));
  std::mt19937 rng(12345);
  std::string partial;
  char chunk[65536];
  std::printf("{\"ready\":true}\n");
  std::fflush(stdout);
  for (;;) {
    pollfd fd{STDIN_FILENO, POLLIN, 0};
    if (poll(&fd, 1, 1) > 0) {
      ssize_t n = read(STDIN_FILENO, chunk, sizeof(chunk));
      if (n <= 0) return 0;
      partial.append(chunk, static_cast<size_t>(n));
      size_t pos;
      while ((pos = partial.find('\n')) != std::string::npos) {
        std::string line = partial.substr(0, pos);
        partial.erase(0, pos + 1);
        if (!command(line, rng)) return 0;
      }
    }
    tick();
  }
}
